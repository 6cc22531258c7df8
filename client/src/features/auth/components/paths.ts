/** A page of the flow with the address carried along: `/customerRegist?email=…`, `/login?email=…`. */
export function withEmail(path: string, email: string): string {
  return `${path}?${new URLSearchParams({ email }).toString()}`;
}
