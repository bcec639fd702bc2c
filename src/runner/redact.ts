/**
 * Passwords in URLs (`sortie run --queue redis://:secret@host`) never reach printed
 * commands, lock files or error messages: the password part is shown as `***`.
 */

/** `text` with the password of any `scheme://user:password@` in it replaced by `***`. */
export function redactPasswords(text: string): string {
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/[^\s:@/]*:)[^\s@/]*@/gi, '$1***@');
}
