import { NextResponse } from "next/server";
import type { NextRequest } from "next/server";

/**
 * Passes the requested path to server components (error pages and route checks need it; Next.js does
 * not expose it to layouts or not-found pages).
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set("x-hopper-path", request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Uploads (api/catalog, api/accounts/avatar) skip the proxy: it buffers request bodies and would cut large files off.
  matcher: ["/((?!_next/static|_next/image|favicon.ico|api/trpc|api/catalog/|api/accounts/avatar|v2/|v3/).*)"],
};
