/** A set of catalogue positions, one bit each (position p is bit p & 31 of word p >>> 5). */
export type Bitmap = Uint32Array;

export function newBitmap(size: number): Bitmap {
  return new Uint32Array((size + 31) >>> 5);
}

/** Every position below `size`. */
export function fullBitmap(size: number): Bitmap {
  const bitmap = newBitmap(size).fill(0xffffffff);
  if (size & 31) bitmap[bitmap.length - 1] = (1 << (size & 31)) - 1;
  return bitmap;
}

export function setBit(bitmap: Bitmap, position: number): void {
  bitmap[position >>> 5] = bitmap[position >>> 5]! | (1 << (position & 31));
}

export function hasBit(bitmap: Bitmap, position: number): boolean {
  return ((bitmap[position >>> 5]! >>> (position & 31)) & 1) === 1;
}

/** `into` becomes the positions in both. */
export function intersect(into: Bitmap, other: Bitmap): Bitmap {
  for (let i = 0; i < into.length; i++) into[i] = into[i]! & other[i]!;
  return into;
}

/** `into` becomes the positions in either. */
export function unite(into: Bitmap, other: Bitmap): Bitmap {
  for (let i = 0; i < into.length; i++) into[i] = into[i]! | other[i]!;
  return into;
}

function bitsIn(word: number): number {
  word -= (word >>> 1) & 0x55555555;
  word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
  return (Math.imul((word + (word >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

/** How many positions are in the set. */
export function countBits(bitmap: Bitmap): number {
  let count = 0;
  for (let i = 0; i < bitmap.length; i++) if (bitmap[i]) count += bitsIn(bitmap[i]!);
  return count;
}

/** How many positions are in both sets. */
export function countBoth(a: Bitmap, b: Bitmap): number {
  let count = 0;
  for (let i = 0; i < a.length; i++) {
    const both = a[i]! & b[i]!;
    if (both) count += bitsIn(both);
  }
  return count;
}

/** `into` becomes the positions in it but not in `other`. */
export function subtract(into: Bitmap, other: Bitmap): Bitmap {
  for (let i = 0; i < into.length; i++) into[i] = into[i]! & ~other[i]!;
  return into;
}
