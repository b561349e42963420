/**
 * Whether a file matches an accept list of MIME types ("image/png"), wildcards ("image/*")
 * or extensions (".svg"). The browser's file picker filters too, but a drop does not.
 */
export function accepts(file: File, accept: readonly string[]) {
  if (accept.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept.some((raw) => {
    const rule = raw.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

export function splitFiles(files: readonly File[], accept: readonly string[]) {
  const accepted: File[] = [];
  const rejected: File[] = [];
  for (const file of files) (accepts(file, accept) ? accepted : rejected).push(file);
  return { accepted, rejected };
}
