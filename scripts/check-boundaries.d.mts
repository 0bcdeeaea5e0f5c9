export function runtimeImports(source: string): { specifier: string; dynamic: boolean }[];
export function findBoundaryViolations(root: string): string[];
