// Upstream's marks by deep import, not `IconGithub`/`IconGitlab` from `@rspress/core/theme`: those live in
// the theme's icon module, which every page loads, and using them put both drawings (0.7 KB gzip) on
// every first visit. From here they go only into the chunks of the pages that show a link.
import IconGithub from '@rspress/core/dist/theme/assets/github.js';
import IconGitlab from '@rspress/core/dist/theme/assets/gitlab.js';
import { useUiText } from '../../theme/i18n';
import './index.css';

/** Where the source lives; picks the icon. */
export type SourceCodePlatform = 'github' | 'gitlab';

export interface SourceCodeProps {
  /** URL of the source file or folder. */
  href: string;
  /** @default 'github' */
  platform?: SourceCodePlatform;
}

const HOST_NAMES: Record<SourceCodePlatform, string> = { github: 'GitHub', gitlab: 'GitLab' };

/**
 * A "Source" link to code on GitHub or GitLab, opening in a new tab (SPEC §2 doc layout), with
 * `rel="noopener noreferrer"` and an accessible name that says where it goes and that it opens a new
 * tab. The visible label is `sourceCode.label` (theme/i18n), so it reads 源码 on Chinese pages. Its
 * own classes, not Rspress's `rp-source-code*`: upstream's stylesheet for those is not in the site.
 *
 * Pages put it right below the heading of what the code is for: the `# Title` of a page about one
 * package (it then sits beside "Copy page as Markdown"), or the `##` of a section about another.
 *
 * ```mdx
 * import { SourceCode } from '@components/SourceCode';
 * <SourceCode href="https://github.com/module-federation/core/tree/main/packages/runtime" />
 * ```
 */
export function SourceCode({ href, platform = 'github' }: SourceCodeProps) {
  const t = useUiText();
  const Icon = platform === 'gitlab' ? IconGitlab : IconGithub;
  return (
    <div className="rp-not-doc mf-source-code">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        data-platform={platform}
        aria-label={t('sourceCode.newTabAccessibleLabel', { host: HOST_NAMES[platform] })}
      >
        <Icon aria-hidden="true" />
        {t('sourceCode.label')}
      </a>
    </div>
  );
}
