import { matchPath } from 'react-router-dom';
import { paths, titleSlug } from '../paths';

describe('paths', () => {
  it('builds detail links that the router pattern matches', () => {
    const to = paths.story.to('How I Slept Again', 12);
    expect(to).toBe('/stories/how-i-slept-again/12');
    expect(matchPath(paths.story.path, to)?.params).toEqual({ title: 'how-i-slept-again', id: '12' });
    expect(matchPath(paths.learningItem.path, paths.learningItem.to('ঘুম ও মন', 3))?.params.id).toBe('3');
    expect(matchPath(paths.admin.editLearningHub.path, paths.admin.editLearningHub.to(9))?.params).toEqual({ learningHubId: '9' });
  });

  it('keeps Bangla titles readable and never leaves an empty segment', () => {
    expect(titleSlug('ঘুম ও মন')).toBe('ঘুম-ও-মন');
    expect(titleSlug(' ? ')).toBe('item');
    expect(titleSlug('A / B')).toBe('a-b');
  });

  it('never builds a detail link that a fixed route would take', () => {
    const patterns: string[] = [];
    const walk = (node: unknown): void => {
      if (node && typeof node === 'object') {
        const path = (node as { path?: unknown }).path;
        if (typeof path === 'string') patterns.push(path);
        Object.values(node).forEach(walk);
      }
    };
    walk(paths);
    const details = [paths.story, paths.blogPost, paths.learningItem];
    for (const detail of details) {
      for (const title of ['Edit', 'edit', 'Add Blog', 'add-story', 'Add Learning Hub', 'Edit Learning Hub']) {
        const to = detail.to(title, 5);
        const takers = patterns.filter((p) => p !== detail.path && matchPath(p, to));
        expect(takers, `${title} -> ${to}`).toEqual([]);
        expect(matchPath(detail.path, to)?.params.id).toBe('5');
      }
    }
    expect(paths.blogPost.to('Edit', 5)).toBe('/blog/read-edit/5');
    expect(paths.blogPost.to('Editing my fear', 5)).toBe('/blog/editing-my-fear/5');
  });
});
