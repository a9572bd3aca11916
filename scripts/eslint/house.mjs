/** The house's own ESLint rules, as a plugin (`house/...`): eslint.config.js lists their options. */
import featureBoundaries from './feature-boundaries.mjs';
import layers from './layers.mjs';

/** The plugin: `house/feature-boundaries` and `house/layers`. */
export default { meta: { name: 'house' }, rules: { 'feature-boundaries': featureBoundaries, layers } };
