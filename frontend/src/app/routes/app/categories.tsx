import { CategoryAdmin } from '@/features/categories/components/category-admin';

/** The admin's learning-hub categories. */
export function CategoriesPage() {
  return <CategoryAdmin />;
}
