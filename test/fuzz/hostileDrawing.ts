// Hostile drawing data for the renderer tests: names, colours and path data an attacker would put
// into a message, and a form's geometry made of them.
import { TableauGeometry } from '../../core/protocol';

/** Names an attacker would try: markup, an event attribute, a reference outside, a forged line. */
export const hostileNames = [
  '<script>window.pwned=1</script>',
  '" onload="window.pwned=1',
  "' onmouseover='window.pwned=1",
  ']]><image href="http://127.0.0.1:9/x"/>',
  'A\u0000B\u0007C\ud800',
  'T\nwidth 99\nheight 99',
];
export const hostileColours = ['red" onload="window.pwned=1', 'url(http://127.0.0.1:9/x)', '#12345g', '#ff0000"/><script>window.pwned=1</script>', 'javascript:alert(1)'];
export const hostilePath = 'M0 0"/><script>window.pwned=1</script><path d="';

export function hostileGeometry(name: string): TableauGeometry {
  return {
    viewBox: [0, -1, 2, 1],
    atoms: ['M0 -1L1 -1L1 0L0 0Z', hostilePath],
    tiles: [name],
    positions: [
      { tile: 0, name, atoms: [0], outline: 'M0 -1L1 -1L1 0L0 0Z', labels: [[0.5, -0.5]] },
      { tile: 0, name, atoms: [1], outline: hostilePath, labels: [['1" onclick="x' as unknown as number, -0.5]] },
      { tile: '0" onload="x' as unknown as number, name, atoms: [1], outline: 'M1 -1Z', labels: [] },
    ],
    marks: hostilePath,
    captions: [{ text: name, at: [1, 0.5] }],
  };
}
