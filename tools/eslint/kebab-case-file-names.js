// File and folder names are kebab-case, so imports read the same on every file system and a name
// is found by one spelling. A file may carry dotted roles between its name and its extension, as
// the layout does (`bids.routes.ts`, `place-bid.test.ts`, `route-matrix.table.ts`, `vite-env.d.ts`);
// each role is kebab-case too.
import path from 'node:path';

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'require kebab-case file and folder names (dotted roles allowed before the extension)' },
    messages: {
      file: "File name '{{name}}' is not kebab-case: use lower-case words joined by '-', with roles after a dot (x.routes.ts).",
      folder: "Folder name '{{name}}' is not kebab-case: use lower-case words joined by '-'.",
    },
    schema: [],
  },
  create(context) {
    const rel = path.relative(context.cwd, context.filename);
    if (rel.startsWith('..') || path.isAbsolute(rel)) return {};
    const parts = rel.split(path.sep);
    const base = parts.pop();
    return {
      Program(node) {
        const folder = parts.find((part) => !KEBAB.test(part));
        if (folder) context.report({ node, loc: { line: 1, column: 0 }, messageId: 'folder', data: { name: folder } });
        const pieces = base.split('.');
        pieces.pop(); // the extension
        if (pieces.length === 0 || !pieces.every((piece) => KEBAB.test(piece)))
          context.report({ node, loc: { line: 1, column: 0 }, messageId: 'file', data: { name: base } });
      },
    };
  },
};
