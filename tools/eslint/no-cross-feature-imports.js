// Features (web) and modules (server) must not import each other: pages compose features, and
// what two features share goes to packages/shared, components/ui or lib (design house rule 4).
// On the server, domain code several modules share lives in domain/<concept>; modules import it,
// and it imports no module, so a module's code never reaches another module through it.
import path from 'node:path';

const DOMAIN_ROOT = path.join('apps', 'server', 'src', 'domain');
const MODULES_ROOT = path.join('apps', 'server', 'src', 'modules');

const AREAS = [
  { root: path.join('apps', 'web', 'src', 'features'), alias: '@/features/' },
  { root: path.join('apps', 'server', 'src', 'modules'), alias: null },
];

function areaOf(file, cwd) {
  const rel = path.relative(cwd, file);
  for (const area of AREAS) {
    if (rel.startsWith(area.root + path.sep)) {
      const name = rel.slice(area.root.length + 1).split(path.sep)[0];
      return { area, name };
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'forbid imports from one feature (or server module) into another' },
    messages: {
      cross: "'{{from}}' may not import from the '{{to}}' feature; move what they share to a shared place.",
      domainToModule: "Domain code may not import from the '{{to}}' module; move what it needs into domain/.",
    },
    schema: [],
  },
  create(context) {
    const cwd = context.cwd;
    const file = context.filename;
    const mine = areaOf(file, cwd);
    const inDomain = path.relative(cwd, file).startsWith(DOMAIN_ROOT + path.sep);
    if (!mine && !inDomain) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      let target = null;
      if (source.startsWith('.')) target = path.resolve(path.dirname(file), source);
      else if (mine?.area.alias && source.startsWith(mine.area.alias))
        target = path.join(cwd, mine.area.root, source.slice(mine.area.alias.length));
      if (!target) return;
      if (inDomain) {
        const rel = path.relative(cwd, target);
        if (rel.startsWith(MODULES_ROOT + path.sep)) {
          const to = rel.slice(MODULES_ROOT.length + 1).split(path.sep)[0];
          context.report({ node, messageId: 'domainToModule', data: { to } });
        }
        return;
      }
      const theirs = areaOf(target, cwd);
      if (theirs && theirs.area === mine.area && theirs.name !== mine.name) {
        context.report({ node, messageId: 'cross', data: { from: mine.name, to: theirs.name } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
