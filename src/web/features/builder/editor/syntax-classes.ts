import { tagHighlighter, tags } from '@lezer/highlight';

/**
 * Token classes shared by the editor and the version diffs, so code looks the same in both; the
 * colours are in syntax-colours.css.
 */
export const syntaxClasses = tagHighlighter([
  { tag: [tags.keyword, tags.modifier, tags.controlKeyword, tags.operatorKeyword], class: 'tok-keyword' },
  { tag: [tags.string, tags.special(tags.string), tags.regexp], class: 'tok-string' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], class: 'tok-literal' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], class: 'tok-comment' },
  { tag: [tags.typeName, tags.className, tags.namespace], class: 'tok-type' },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], class: 'tok-function' },
  { tag: [tags.definition(tags.variableName), tags.definition(tags.propertyName)], class: 'tok-definition' },
  { tag: [tags.propertyName, tags.attributeName], class: 'tok-property' },
  { tag: [tags.tagName, tags.angleBracket], class: 'tok-tag' },
  { tag: [tags.meta, tags.processingInstruction, tags.unit], class: 'tok-meta' },
  { tag: tags.invalid, class: 'tok-invalid' },
]);
