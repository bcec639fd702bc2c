/**
 * Shared checks of the Armada replay tests: a strict XML well-formedness check of an SVG (tags
 * balanced, attribute values and text free of raw `<` and bare `&`) and counts of marked elements.
 */

const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi;

/** Problems that make `svg` not well-formed XML (empty when it is). */
export function xmlProblems(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  let roots = 0;
  while (i < svg.length) {
    const lt = svg.indexOf('<', i);
    const text = svg.slice(i, lt < 0 ? svg.length : lt);
    if (text.replace(ENTITY, '').includes('&'))
      problems.push(`bare & in text "${text.slice(0, 40)}"`);
    if (stack.length === 0 && text.trim() !== '')
      problems.push(`text outside the root: "${text.trim().slice(0, 40)}"`);
    if (lt < 0) break;
    tag.lastIndex = lt;
    const m = tag.exec(svg);
    if (!m) {
      problems.push(`malformed tag at ${lt}: ${svg.slice(lt, lt + 60)}`);
      break;
    }
    const [, close, name, attrs, self] = m;
    if (attrs!.replace(ENTITY, '').includes('&'))
      problems.push(`bare & in attributes of <${name}>`);
    if (close) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}>`);
    } else if (!self) {
      if (stack.length === 0) roots++;
      stack.push(name!);
    } else if (stack.length === 0) roots++;
    i = tag.lastIndex;
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(' > ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}

/** Number of elements carrying `class="name"`. */
export function countClass(svg: string, name: string): number {
  return (svg.match(new RegExp(`class="${name}"`, 'g')) ?? []).length;
}

/** Every `points` list of the elements of a class, as [x, y] pairs. */
export function pointsOf(svg: string, cls: string): number[][][] {
  return [...svg.matchAll(new RegExp(`class="${cls}" points="([^"]*)"`, 'g'))].map((m) =>
    m[1]!.split(' ').map((p) => p.split(',').map(Number)),
  );
}
