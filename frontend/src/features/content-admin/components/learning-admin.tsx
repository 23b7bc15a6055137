import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import type { LearningResponse } from '@/lib/api/types';
import { useSearchedPages } from '@/lib/use-searched-pages';
import { useDeleteLearning } from '../api/delete-learning';
import { useLearningList } from '../api/list-learning';
import { ContentTable, Cut, type ContentColumn } from './content-table';

/** The admin's learning hub: SL, Title (30), Category, Description (60), URL (35). */
export function LearningAdmin() {
  const { t } = useTranslation('content-admin');
  const { search, setSearch, setPage, query } = useSearchedPages();
  const list = useLearningList(query);
  const remove = useDeleteLearning();

  const columns: ContentColumn<LearningResponse>[] = [
    { key: 'title', header: t('columns.title'), cell: (l) => <Cut text={l.title} max={30} /> },
    { key: 'category', header: t('columns.category'), cell: (l) => l.category_display },
    { key: 'description', header: t('columns.description'), cell: (l) => <Cut text={l.excerpt} max={60} /> },
    { key: 'url', header: t('columns.url'), cell: (l) => <Cut text={l.youtube_link} max={35} /> },
  ];

  return (
    <ContentTable
      section="learning"
      list={list}
      search={search}
      onSearch={setSearch}
      onPage={setPage}
      addTo={paths.admin.addLearningHub.path}
      editTo={paths.admin.editLearningHub.to}
      columns={columns}
      remove={(id) => remove.mutateAsync({ params: { path: { id } } })}
    />
  );
}
