import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

export type CategoryOption = { name: string; label: string };

/** How a category name reads: underscores as spaces ('Well_being' → 'Well being'). */
export const categoryLabel = (name: string, display?: string | null) => (display?.trim() ? display : name.replace(/_/g, ' '));

/** Categories A to Z by how they read, whatever the case. */
export function sortCategories(options: readonly CategoryOption[]): CategoryOption[] {
  return [...options].sort((a, b) => a.label.localeCompare(b.label, undefined, { sensitivity: 'base' }));
}

/**
 * The chosen category, kept in the URL (`?category=Well_being`); choosing one goes back to page 1.
 * Returns the name as it is in the URL, or undefined for 'All'.
 */
export function useCategoryParam(): [string | undefined, (name: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const category = params.get('category')?.trim() || undefined;
  const setCategory = (name: string | undefined) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (name) copy.set('category', name);
      else copy.delete('category');
      copy.delete('page');
      return copy;
    });
  return [category, setCategory];
}

/** 'All' and a button per category; the pressed one is the current choice. */
export function CategoryFilter({
  options,
  selected,
  onSelect,
}: {
  options: readonly CategoryOption[];
  selected: string | undefined;
  onSelect: (name: string | undefined) => void;
}) {
  const { t } = useTranslation('content');
  const current = selected?.toLowerCase();
  const button = (name: string | undefined, label: string) => {
    const pressed = name === undefined ? current === undefined : name.toLowerCase() === current;
    return (
      <Button
        key={name ?? ''}
        variant={pressed ? 'contained' : 'outlined'}
        aria-pressed={pressed}
        onClick={() => onSelect(name)}
        sx={{ borderRadius: 5, textTransform: 'none' }}
      >
        {label}
      </Button>
    );
  };
  return (
    <Box role="group" aria-label={t('learning.filterLabel')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 4 }}>
      {button(undefined, t('learning.all'))}
      {sortCategories(options).map((option) => button(option.name, option.label))}
    </Box>
  );
}
