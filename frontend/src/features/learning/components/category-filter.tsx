/** How a category name reads: underscores as spaces ('Well_being' → 'Well being'). */
export const categoryLabel = (name: string, display?: string | null) => (display?.trim() ? display : name.replace(/_/g, ' '));
