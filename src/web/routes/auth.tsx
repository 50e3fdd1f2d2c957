export function AuthPage() {
  return null;
}
