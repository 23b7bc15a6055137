/** The page to show once an item of page `page`, which held `count` items, is removed: the one before when that emptied it (the first page stays). */
export const pageAfterRemoval = (page: number, count: number) => (count === 1 && page > 1 ? page - 1 : page);
