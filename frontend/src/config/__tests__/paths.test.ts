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
});
