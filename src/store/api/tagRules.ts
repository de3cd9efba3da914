/** The tag rules the storefront's and the back office's endpoints share (see enhanced.ts). */
export type Entity = 'Admins' | 'Categories' | 'Perfumes' | 'Orders';

/** A list's tags: the list itself and each record in it, so an edit refetches the lists showing it. */
export const listTags =
  <T extends Entity>(type: T) =>
  (result: { _id: string }[] | { orders: { _id: string }[] } | undefined) => {
    const rows = Array.isArray(result) ? result : (result?.orders ?? []);
    return [{ type, id: 'LIST' }, ...rows.map((row) => ({ type, id: row._id }))];
  };

/** One record's tag. */
export const recordTag =
  <T extends Entity>(type: T) =>
  (_result: unknown, _error: unknown, { id }: { id: string }) => [{ type, id }];
