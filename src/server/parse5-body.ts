/**
 * The server's parser for the product notice (src/rules/notice-html.ts): parse5 follows the same
 * HTML standard as the browser's DOMParser, so both give the notice the same tree (issue #17:
 * the server's render equals the browser's). Only the server entry imports this file.
 */
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import type { ParsedNode } from '@/rules/notice-html';

type ChildNode = DefaultTreeAdapterMap['childNode'];

function fromParse5(node: ChildNode): ParsedNode {
  if (node.nodeName === '#text')
    return { kind: 'text', text: (node as DefaultTreeAdapterMap['textNode']).value };
  if (!('tagName' in node)) return { kind: 'other' };
  // a <template>'s children live in its content, which the notice drops whole anyway
  return { kind: 'element', tag: node.tagName.toLowerCase(), children: node.childNodes.map(fromParse5) };
}

export function parseBodyWithParse5(html: string): ParsedNode[] {
  const document = parse(html);
  const htmlElement = document.childNodes.find((node) => 'tagName' in node && node.tagName === 'html');
  const body =
    htmlElement && 'childNodes' in htmlElement
      ? htmlElement.childNodes.find((node) => 'tagName' in node && node.tagName === 'body')
      : undefined;
  return body && 'childNodes' in body ? body.childNodes.map(fromParse5) : [];
}
