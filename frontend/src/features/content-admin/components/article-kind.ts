import { paths } from '@/config/paths';
import { keyOf } from '@/lib/api/keys';

/** Stories and blog posts share their table and form; what differs is here. */
export type ArticleKind = 'story' | 'post';

export const articleKinds = {
  story: {
    section: 'stories',
    listPath: paths.admin.stories.path,
    addPath: paths.admin.addStory.path,
    editTo: paths.admin.editStory.to,
    withAuthor: false,
    /** Every query that shows stories: the lists (admin and public) and each story. */
    queryKeys: [keyOf('get', '/api/custom/v1/stories'), keyOf('get', '/api/custom/v1/story/{id}')],
  },
  post: {
    section: 'blogs',
    listPath: paths.admin.blogs.path,
    addPath: paths.admin.addBlog.path,
    editTo: paths.admin.editBlog.to,
    withAuthor: true,
    queryKeys: [keyOf('get', '/api/custom/v1/posts'), keyOf('get', '/api/custom/v1/post/{id}')],
  },
} as const;
