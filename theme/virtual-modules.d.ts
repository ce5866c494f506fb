/** Rspress's generated module of social-link SVG icons, keyed by icon name. */
declare module 'virtual-social-links' {
  const icons: Record<string, string>;
  export default icons;
}
