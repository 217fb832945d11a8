/**
 * Whether a request matches one of the patterns: "POST /api/roasts" (that method and exact path),
 * "/api/auth/*" (any method, the path's prefix) or "POST /api/x/*".
 */
export function matchesRoute(patterns: readonly string[], method: string, path: string): boolean {
  return patterns.some((pattern) => {
    const space = pattern.indexOf(" ");
    const patternMethod = space === -1 ? undefined : pattern.slice(0, space);
    const patternPath = space === -1 ? pattern : pattern.slice(space + 1);
    if (patternMethod && patternMethod !== method) return false;
    return patternPath.endsWith("/*") ? path.startsWith(patternPath.slice(0, -1)) : path === patternPath;
  });
}
