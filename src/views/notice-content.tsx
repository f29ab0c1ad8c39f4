/**
 * The product notice as React elements from its inert tree (rules/notice-html.ts): text and a
 * few formatting tags, no attributes, never innerHTML, so nothing a supplier typed can run.
 */
import { createElement, type ReactNode } from 'react';
import type { NoticeNode } from '@/rules/notice-html';

function render(nodes: readonly NoticeNode[]): ReactNode[] {
  return nodes.map((node, index) =>
    typeof node === 'string'
      ? node
      : // The tree never changes while shown, so the position is a stable key.
        createElement(node.tag, { key: index }, ...(node.tag === 'br' ? [] : render(node.children))),
  );
}

export function NoticeContent({ nodes }: { nodes: readonly NoticeNode[] }) {
  return <>{render(nodes)}</>;
}
