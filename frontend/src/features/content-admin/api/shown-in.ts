import { keyOf } from '@/lib/api/keys';

/** Every query that shows stories: the lists (admin and public) and each story. */
export const storyQueries = [keyOf('get', '/api/custom/v1/stories'), keyOf('get', '/api/custom/v1/story/{id}')] as const;
/** Every query that shows blog posts. */
export const postQueries = [keyOf('get', '/api/custom/v1/posts'), keyOf('get', '/api/custom/v1/post/{id}')] as const;
/** Every query that shows learning-hub items: the list and each item. */
export const learningQueries = [keyOf('get', '/api/custom/v1/learninghub'), keyOf('get', '/api/custom/v1/learninghub/{id}')] as const;
