import { useQuery } from '@tanstack/react-query';
import { allCategoriesQueryOptions } from '@/lib/categories';

/** Every category (all pages), for the filter. */
export const useLearningCategories = () => useQuery(allCategoriesQueryOptions());
