import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import zlib from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const TENANT = 'tenant5';
export const TEACHER = { email: 'teacher@dars.test', password: 'Dars@2026' };

/** A free course whose unit holds the named exam lessons, made with the admin command; answers their ids. */
export async function examCourse(page: Page, testInfo: TestInfo, examNames: string[]) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dars-exam-')), 'course.json');
  const courseName = `امتحانات ${testInfo.project.name} ${Date.now()}`;
  fs.writeFileSync(
    file,
    JSON.stringify({
      courseName,
      description: 'امتحانات الوحدة الأولى',
      grade: 'Secondary3',
      term: 'Second',
      price: 0,
      isOpenToAll: true,
      units: [
        {
          unitName: 'الوحدة الأولى',
          lessons: examNames.map((lessonName) => ({ lessonName, type: 'Exam', passDegree: 50 })),
        },
      ],
    }),
  );
  const output = execFileSync(
    'npx',
    ['tsx', 'apps/api/src/cli/admin.ts', 'course:import', '--tenant', TENANT, '--file', file],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR }, encoding: 'utf8' },
  );
  const courseId = /Imported course ([0-9a-f-]{36})/.exec(output)?.[1];
  expect(courseId, output).toBeTruthy();
  const tree = await (
    await page.request.get(`/api/Course/tree?courseid=${courseId}`, { headers: { 'X-Tenant-ID': TENANT } })
  ).text();
  const lessonIds = examNames.map((name) =>
    Number(new RegExp(`"id":(\\d+),"lessonName":"${name}"`).exec(tree)?.[1]),
  );
  for (const id of lessonIds) expect(id).toBeGreaterThan(0);
  return { courseId: courseId!, courseName, lessonIds };
}

/** The teacher's API headers (a device of this project). */
export async function teacherHeaders(page: Page, testInfo: TestInfo) {
  const device = `e2e-exam-api-${testInfo.project.name}`;
  const login = await page.request.post('/api/Auth/login', {
    headers: { 'X-Tenant-ID': TENANT, DeviceId: device },
    data: { EmailorMobile: TEACHER.email, password: TEACHER.password },
  });
  expect(login.ok()).toBeTruthy();
  return {
    'X-Tenant-ID': TENANT,
    DeviceId: device,
    Authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
  };
}

/** A picture of one pixel (PNG). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A ZIP of stored (uncompressed) entries, as a teacher's "send to compressed folder" may make. */
function zipOf(entries: Array<{ name: string; data: Buffer }>): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    parts.push(local, fileName, data);
    directory.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const list = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(list.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, list, end]);
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The smallest XLSX a spreadsheet program writes: one sheet, text as inline strings, numbers as numbers. */
function xlsxOf(rows: Array<Array<string | number>>): Buffer {
  const cell = (value: string | number, ref: string) =>
    typeof value === 'number'
      ? `<c r="${ref}"><v>${value}</v></c>`
      : `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xml(value)}</t></is></c>`;
  // columns A–O (the import reads 15)
  const column = (index: number) => String.fromCharCode(65 + index);
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row
          .map((value, c) => (value === '' ? '' : cell(value, `${column(c)}${r + 1}`)))
          .join('')}</row>`,
    )
    .join('')}</sheetData></worksheet>`;
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const files: Record<string, string> = {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${rel}"><sheets><sheet name="questions" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': sheet,
  };
  return zipOf(Object.entries(files).map(([name, text]) => ({ name, data: Buffer.from(text, 'utf8') })));
}

/**
 * 30 questions as an XLSX in the import's columns, with a ZIP of their pictures: units
 * 'الوحدة الأولى' (1–20) and 'الوحدة الثانية'; odd easy, even hard; every third question has a
 * picture, and question 5's options are pictures.
 */
export function bankFiles(): { sheet: string; zip: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dars-bank-'));
  const rows: Array<Array<string | number>> = [
    [
      'السؤال',
      'صورة السؤال',
      'النوع',
      'الاختيار 1',
      'الاختيار 2',
      'الاختيار 3',
      'الاختيار 4',
      'الاختيار 5',
      'الاختيار 6',
      'رقم الإجابة الصحيحة',
      'الشرح',
      'صورة الشرح',
      'الوحدة',
      'الموضوع',
      'الصعوبة',
    ],
  ];
  const pictures = new Set<string>();
  for (let n = 1; n <= 30; n += 1) {
    const picture = n % 3 === 0 ? `diagram-${n}.png` : '';
    if (picture) pictures.add(picture);
    const options =
      n === 5
        ? ['a-5.png', 'b-5.png', 'c-5.png', 'd-5.png']
        : [1, 2, 3, 4].map((o) => `الاختيار ${o} للسؤال ${n}`);
    if (n === 5) for (const name of options) pictures.add(name);
    rows.push([
      `سؤال رقم ${n}: ما وظيفة العضية ${n}؟`,
      picture,
      'mc',
      ...options,
      '',
      '',
      (n % 4) + 1,
      `شرح السؤال ${n}`,
      '',
      n <= 20 ? 'الوحدة الأولى' : 'الوحدة الثانية',
      'الخلية',
      n % 2 ? 'easy' : 'hard',
    ]);
  }
  const sheet = path.join(dir, 'bank.xlsx');
  fs.writeFileSync(sheet, xlsxOf(rows));
  const zip = path.join(dir, 'pictures.zip');
  fs.writeFileSync(zip, zipOf([...pictures].map((name) => ({ name: `pictures/${name}`, data: PNG }))));
  return { sheet, zip };
}
