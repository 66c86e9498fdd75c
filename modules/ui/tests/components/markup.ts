/** The attributes of the first `<tag …>` in server-rendered markup, by name (order-independent assertions). */
export function attributesOf(html: string, tag: string): Record<string, string> {
  const element = new RegExp(`<${tag}((?:\\s+[\\w:-]+(?:="[^"]*")?)*)\\s*/?>`).exec(html);
  if (!element) throw new Error(`no <${tag}> in ${html}`);
  return Object.fromEntries([...element[1]!.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((m) => [m[1]!, m[2] ?? ""]));
}
