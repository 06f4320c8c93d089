import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, OTHER_TENANT_ID, TENANT_ID, type TestApp } from './harness.ts';
import { get, refusal, statusAndBody } from './learning-fixtures.ts';

describe.each(engines())('GET /api/Tenant/profile (%s)', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    await t.db
      .insertInto('teacher_profiles')
      .values({
        tenant_id: TENANT_ID,
        teacher_name: 'أ. محمد',
        photo_url: '/media/teacher.jpg',
        specialization: 'الأحياء',
        bio: 'مدرس أحياء',
        details: JSON.stringify({
          qualifications: ['بكالوريوس العلوم'],
          approach: ['الفهم قبل الحفظ'],
          subjects: [{ name: 'الأحياء', level: 'الثانوية العامة' }],
          statistics: { years: 12, studentsPassed: 800 },
          theme: { primary: '#000000', secondary: 'not-a-colour' },
          companyName: 'Acme',
        }),
        updated_at: new Date().toISOString(),
      })
      .execute();
    await t.db
      .insertInto('testimonials')
      .values([
        { tenant_id: TENANT_ID, author: 'سارة', caption: 'طالبة', text: 'شرح ممتاز', rating: 5, position: 2 },
        { tenant_id: TENANT_ID, author: 'أحمد', caption: 'طالب', text: 'رائع', rating: 4, position: 1 },
      ])
      .execute();
  });
  afterAll(() => t?.close());

  it('answers the teacher profile with its details, the default figures for missing parts, and testimonials in order', async () => {
    const response = await get(t.app, '/api/Tenant/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Profile retrieved successfully.',
      data: {
        tenantId: TENANT_ID,
        teacherName: 'أ. محمد',
        photoUrl: '/media/teacher.jpg',
        specialization: 'الأحياء',
        bio: 'مدرس أحياء',
        qualifications: ['بكالوريوس العلوم'],
        approach: ['الفهم قبل الحفظ'],
        subjects: [{ name: 'الأحياء', level: 'الثانوية العامة' }],
        statistics: {
          years: 12,
          studentsPassed: 800,
          lessons: 1000,
          successRate: 95,
          students: 5000,
          videos: 99,
          support: '24/7',
        },
        footerFigures: { students: 5000, successRate: 99, rating: 5 },
        testimonials: [
          { author: 'أحمد', caption: 'طالب', text: 'رائع', rating: 4 },
          { author: 'سارة', caption: 'طالبة', text: 'شرح ممتاز', rating: 5 },
        ],
        theme: { primary: '#000000', secondary: '#7c3aed' },
        companyName: 'Acme',
        companyUrl: null,
      },
    });
  });

  it('answers 404 for a tenant without a profile', async () => {
    const response = await get(t.app, '/api/Tenant/profile', { 'x-tenant-id': OTHER_TENANT_ID });
    expect(statusAndBody(response)).toEqual(refusal(404, 'Teacher profile not found.'));
  });
});
