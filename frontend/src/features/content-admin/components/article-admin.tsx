import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ArticleSummary } from '@/lib/api/types';
import { formatDate } from '@/lib/format';
import { useSearchedPages } from '@/lib/use-searched-pages';
import { useDeletePost } from '../api/delete-post';
import { useDeleteStory } from '../api/delete-story';
import { listPostsQueryOptions } from '../api/list-posts';
import { listStoriesQueryOptions } from '../api/list-stories';
import { articleKinds, type ArticleKind } from './article-kind';
import { ContentTable, Cut, type ContentColumn } from './content-table';

/** The admin's stories (`kind="story"`) or blog posts (`kind="post"`): SL, Title (30), Content (50), [Author], Date. */
export function ArticleAdmin({ kind }: { kind: ArticleKind }) {
  const { t, i18n } = useTranslation('content-admin');
  const language = i18n.resolvedLanguage ?? 'en';
  const config = articleKinds[kind];
  const { search, setSearch, setPage, query } = useSearchedPages();
  // One observer per kind (their keys' types differ); only this screen's kind ever fetches.
  const stories = useQuery({ ...listStoriesQueryOptions(query), enabled: kind === 'story', placeholderData: keepPreviousData });
  const posts = useQuery({ ...listPostsQueryOptions(query), enabled: kind === 'post', placeholderData: keepPreviousData });
  const list = kind === 'story' ? stories : posts;
  const deleteStory = useDeleteStory();
  const deletePost = useDeletePost();
  const remove = (id: number) =>
    kind === 'story' ? deleteStory.mutateAsync({ params: { path: { id } } }) : deletePost.mutateAsync({ params: { path: { id } } });

  const columns: ContentColumn<ArticleSummary>[] = [
    { key: 'title', header: t('columns.title'), cell: (a) => <Cut text={a.title} max={30} /> },
    { key: 'content', header: t('columns.content'), cell: (a) => <Cut text={a.excerpt} max={50} /> },
    ...(config.withAuthor ? [{ key: 'author', header: t('columns.author'), cell: (a: ArticleSummary) => a.author ?? '' }] : []),
    { key: 'date', header: t('columns.date'), cell: (a) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(a.date, language)}</span> },
  ];

  return (
    <ContentTable
      key={kind}
      section={config.section}
      list={list}
      search={search}
      onSearch={setSearch}
      onPage={setPage}
      addTo={config.addPath}
      editTo={config.editTo}
      columns={columns}
      remove={remove}
    />
  );
}
