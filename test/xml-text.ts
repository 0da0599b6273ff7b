// An XML document read by a strict parser (saxes, namespaces checked): its text nodes, with every
// reference resolved. A document that is not well-formed (an undefined entity, a character XML
// does not allow, a stray "<") throws, naming the line and column.
import { SaxesParser } from "saxes";

export function xmlTexts(xml: string): string[] {
  const parser = new SaxesParser({ xmlns: true });
  const texts: string[] = [];
  let failure: Error | undefined;
  parser.on("text", (text) => texts.push(text));
  parser.on("error", (err) => {
    failure ??= err;
  });
  parser.write(xml).close();
  if (failure) throw failure;
  return texts;
}
