import { paths } from '@/config/paths';

/** Stories and blog posts share their table and form; what differs is here. */
export type ArticleKind = 'story' | 'post';

export const articleKinds = {
  story: {
    section: 'stories',
    listPath: paths.admin.stories.path,
    addPath: paths.admin.addStory.path,
    editTo: paths.admin.editStory.to,
    withAuthor: false,
  },
  post: {
    section: 'blogs',
    listPath: paths.admin.blogs.path,
    addPath: paths.admin.addBlog.path,
    editTo: paths.admin.editBlog.to,
    withAuthor: true,
  },
} as const;
