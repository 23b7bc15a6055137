import { useQuery } from '@tanstack/react-query';
import { allCategoriesQueryOptions } from '@/lib/categories';

/** Every category (all pages, A to Z): the ones a learning-hub item can have. */
export const useCategoryOptions = () => useQuery(allCategoriesQueryOptions());
