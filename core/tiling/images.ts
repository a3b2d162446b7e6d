// The other members of a solution's symmetry class: the search keeps one solution per class, the
// panel shows the rest on demand. Each image is the solution mapped by one element of the form's
// symmetry group; a solution that is its own mirror image (or rotation) has fewer distinct images.
import { PreparedForm } from './solve';

/**
 * The distinct images of a solution (position indices) under the prepared form's symmetry group,
 * without the solution itself, each sorted ascending, in group order.
 * With the kept solution, they are `order / stabilizer` solutions: the class's share of the total.
 */
export function solutionImages(prepared: PreparedForm, positions: number[]): number[][] {
  const key = (sol: number[]) => sol.join(',');
  const seen = new Set([key([...positions].sort((a, b) => a - b))]);
  const images: number[][] = [];
  for (const g of prepared.group.elements) {
    const image = positions.map((i) => g.positions[i]).sort((a, b) => a - b);
    const k = key(image);
    if (seen.has(k)) continue;
    seen.add(k);
    images.push(image);
  }
  return images;
}
