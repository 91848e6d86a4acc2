import { describe, expect, it } from 'vitest';
import { readDocxBlocks } from './read-docx-blocks';
import { blockText } from './text-blocks';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const doc = (body: string): string => `<?xml version="1.0"?><w:document ${W}><w:body>${body}</w:body></w:document>`;

describe('readDocxBlocks', () => {
  it('reads paragraphs run by run, keeping bold runs apart', () => {
    const blocks = readDocxBlocks(
      doc('<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>Plan:</w:t></w:r><w:r><w:t xml:space="preserve"> rest &amp; fluids</w:t></w:r></w:p>'),
    );
    expect(blocks).toEqual([
      {
        kind: 'paragraph',
        runs: [
          { text: 'Plan:', bold: true },
          { text: ' rest & fluids', bold: false },
        ],
      },
    ]);
  });

  it('treats w:b w:val="0" as not bold and ignores paragraph-mark properties', () => {
    const blocks = readDocxBlocks(
      doc('<w:p><w:pPr><w:rPr><w:b/></w:rPr></w:pPr><w:r><w:rPr><w:b w:val="0"/></w:rPr><w:t>plain</w:t></w:r></w:p>'),
    );
    expect(blocks[0]).toEqual({ kind: 'paragraph', runs: [{ text: 'plain', bold: false }] });
  });

  it('turns tabs, line breaks and page breaks into characters the layout understands', () => {
    const blocks = readDocxBlocks(
      doc(
        '<w:p><w:pPr><w:tabs><w:tab w:val="left" w:pos="720"/></w:tabs></w:pPr><w:r><w:t>a</w:t><w:tab/><w:t>b</w:t><w:br/><w:t>c</w:t><w:br w:type="page"/><w:t>d</w:t></w:r></w:p>',
      ),
    );
    expect(blocks.map(blockText)).toEqual(['a\tb\nc\fd']);
  });

  it('finds headings by style id, by the style name in styles.xml, and by outline level', () => {
    const styles = '<w:styles><w:style w:type="paragraph" w:styleId="berschrift2"><w:name w:val="heading 2"/></w:style></w:styles>';
    const blocks = readDocxBlocks(
      doc(
        '<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>One</w:t></w:r></w:p>' +
          '<w:p><w:pPr><w:pStyle w:val="berschrift2"/></w:pPr><w:r><w:t>Two</w:t></w:r></w:p>' +
          '<w:p><w:pPr><w:outlineLvl w:val="2"/></w:pPr><w:r><w:t>Three</w:t></w:r></w:p>' +
          '<w:p><w:pPr><w:pStyle w:val="Title"/></w:pPr><w:r><w:t>Title</w:t></w:r></w:p>',
      ),
      styles,
    );
    expect(blocks.map((block) => (block.kind === 'heading' ? block.level : 0))).toEqual([1, 2, 3, 1]);
  });

  it('reads each table row as its cells separated by " | "', () => {
    const cell = (text: string): string => `<w:tc><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:tc>`;
    const blocks = readDocxBlocks(
      doc(
        `<w:tbl><w:tr>${cell('Drug')}${cell('Dose')}</w:tr><w:tr>${cell('Metformin')}${cell('500 mg')}</w:tr></w:tbl><w:p><w:r><w:t>After</w:t></w:r></w:p>`,
      ),
    );
    expect(blocks.map(blockText)).toEqual(['Drug | Dose', 'Metformin | 500 mg', 'After']);
  });

  it('skips mc:Fallback so text boxes are not printed twice, and ignores deleted text and field codes', () => {
    const blocks = readDocxBlocks(
      doc(
        '<w:p><w:r><mc:AlternateContent><mc:Choice><w:t>box</w:t></mc:Choice><mc:Fallback><w:t>box</w:t></mc:Fallback></mc:AlternateContent></w:r>' +
          '<w:del><w:r><w:delText>gone</w:delText></w:r></w:del><w:r><w:instrText> PAGE </w:instrText></w:r></w:p>',
      ),
    );
    expect(blocks.map(blockText)).toEqual(['box']);
  });

  it('keeps empty paragraphs as blank lines', () => {
    expect(readDocxBlocks(doc('<w:p/><w:p></w:p>'))).toEqual([
      { kind: 'paragraph', runs: [] },
      { kind: 'paragraph', runs: [] },
    ]);
  });
});
