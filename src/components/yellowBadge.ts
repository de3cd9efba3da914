/**
 * The yellow of a Pending badge (docs/product.md §2 and §4: "yellow", Bootstrap's warning). MUI's
 * warning colour is orange; this yellow carries the shop's charcoal text (10:1), and the badge's
 * text names the status, so it is never told by colour alone.
 */
export const YELLOW_BADGE_SX = { bgcolor: '#ffc107', color: '#1f1a17' } as const;
