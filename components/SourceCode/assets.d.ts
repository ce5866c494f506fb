/** Rspress's GitHub and GitLab marks: plain SVG components its package ships without declarations. */
declare module '@rspress/core/dist/theme/assets/github.js' {
  const Icon: (props: import('react').SVGProps<SVGSVGElement>) => import('react').JSX.Element;
  export default Icon;
}
declare module '@rspress/core/dist/theme/assets/gitlab.js' {
  const Icon: (props: import('react').SVGProps<SVGSVGElement>) => import('react').JSX.Element;
  export default Icon;
}
