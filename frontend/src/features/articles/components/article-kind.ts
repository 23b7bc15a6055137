import { paths } from '@/config/paths';
import { useStory } from '../api/get-story';
import { usePost } from '../api/get-post';
import { POSTS_PER_PAGE, usePosts } from '../api/list-posts';
import { STORIES_PER_PAGE, useStories } from '../api/list-stories';

/** What differs between stories and the blog: their calls, routes and catalog section. */
export const articleKinds = {
  story: { useList: useStories, useItem: useStory, perPage: STORIES_PER_PAGE, to: paths.story.to, listPath: paths.stories.path, text: 'stories' },
  blog: { useList: usePosts, useItem: usePost, perPage: POSTS_PER_PAGE, to: paths.blogPost.to, listPath: paths.blog.path, text: 'blog' },
} as const;

export type ArticleKind = keyof typeof articleKinds;
