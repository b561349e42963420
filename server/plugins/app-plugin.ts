/**
 * What fastify-plugin does, without the dependency: the plugin's decorations and hooks stay
 * visible to the app that registers it instead of being encapsulated.
 */
export function appPlugin<T extends object>(name: string, plugin: T): T {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: name });
}
