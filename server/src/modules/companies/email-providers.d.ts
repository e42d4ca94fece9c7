/** The email-providers package: the domains of e-mail services (its all.json), its default export. */
declare module 'email-providers' {
  const domains: string[];
  export default domains;
}
