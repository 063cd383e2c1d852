import { z } from 'zod';
import { issueMessage } from './error-messages.js';

/**
 * The one way this package reaches zod: importing `z` from here installs the product's error map
 * first, so a schema never parses without it. The web bundles only the shared modules a screen
 * uses (package.json "sideEffects": false); a schema module that imported 'zod' directly could be
 * loaded on a screen where nothing had installed the map yet.
 */
z.config({ customError: (issue) => issueMessage(issue) });

export { z };
