import { IconGithub, IconGitlab, SvgWrapper } from '@rspress/core/theme';
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
 * A "Source" link to code on GitHub or GitLab, opening in a new tab (SPEC §2 doc layout). Built on
 * Rspress's SourceCode markup and classes; adds `rel="noopener noreferrer"` and an accessible name
 * that says where it goes and that it opens a new tab. The visible label is `sourceCode.label`
 * (theme/i18n), so it reads 源码 on Chinese pages.
 *
 * ```mdx
 * import { SourceCode } from '../../components';
 * <SourceCode href="https://github.com/module-federation/core/tree/main/packages/runtime" />
 * ```
 */
export function SourceCode({ href, platform = 'github' }: SourceCodeProps) {
  const t = useUiText();
  return (
    <div className="rp-not-doc rp-source-code mf-source-code">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="rp-source-code__link"
        data-platform={platform}
        aria-label={t('sourceCode.newTabAccessibleLabel', { host: HOST_NAMES[platform] })}
      >
        <span className="rp-source-code__icon" aria-hidden="true">
          <SvgWrapper icon={platform === 'gitlab' ? IconGitlab : IconGithub} />
        </span>
        <span className="rp-source-code__text">{t('sourceCode.label')}</span>
      </a>
    </div>
  );
}
