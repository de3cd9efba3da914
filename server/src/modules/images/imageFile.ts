/** A stored image file: the content hash, then an optional width suffix. */
export const IMAGE_FILE = /^([0-9a-f]{24})(?:-\d+)?\.webp$/;
