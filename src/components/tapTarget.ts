/** WCAG 2.5.5's smallest comfortable target for a finger, in CSS pixels. */
export const TAP_TARGET = 44;

/** A link standing alone (not inside a sentence) made as tall as a finger needs. */
export const TAP_TARGET_LINK_SX = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: TAP_TARGET,
} as const;
