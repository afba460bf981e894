import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { apiRequest, cookieFrom, freshIp } from "./http";

export async function signIn(email: string, password: string, ip = freshIp()): Promise<Response> {
  return authPost(apiRequest("/api/auth/sign-in/email", { body: { email, password }, ip }));
}

/** Signs in and returns the session cookie, failing loudly when sign-in does not work. */
export async function sessionCookie(email: string, password: string): Promise<string> {
  const response = await signIn(email, password);
  if (response.status !== 200) throw new Error(`Sign-in failed for ${email}: ${response.status} ${await response.text()}`);
  return cookieFrom(response);
}
