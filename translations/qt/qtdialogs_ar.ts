<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar" sourcelanguage="en">
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <extracomment>column header</extracomment>
        <translation>النوع</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <extracomment>type of a folder</extracomment>
        <translation>مجلد</translation>
    </message>
    <message>
        <source>Drive</source>
        <extracomment>type of a drive</extracomment>
        <translation>محرك أقراص</translation>
    </message>
</context>
<context>
    <name>QPrintDialog</name>
    <message>
        <source>There are conflicts in duplex settings. Do you want to fix them?</source>
        <translation>توجد تعارضات في إعدادات الطباعة على الوجهين. هل تريد إصلاحها؟</translation>
    </message>
    <message>
        <source>Duplex Settings Conflicts</source>
        <translation>تعارضات في إعدادات الطباعة على الوجهين</translation>
    </message>
    <message>
        <source>Invalid Pages Definition</source>
        <translation>تحديد الصفحات غير صالح</translation>
    </message>
    <message>
        <source>%1 does not follow the correct syntax. Please use &apos;,&apos; to separate ranges and pages, &apos;-&apos; to define ranges and make sure ranges do not intersect with each other.</source>
        <translation>الصيغة %1 غير صحيحة. استعمل الفاصلة &apos;,&apos; للفصل بين المجالات والصفحات، والشرطة &apos;-&apos; لتحديد المجالات، وتأكد من أن المجالات لا تتداخل فيما بينها.</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Pages</source>
        <translation>الصفحات</translation>
    </message>
    <message>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>حدّد صفحات أو مجالات تفصل بينها فاصلة (,). يُحدَّد المجال برقمين تفصل بينهما شرطة (-). مثلًا: 3,5-7,9 يطبع الصفحات 3 و5 و6 و7 و9.</translation>
    </message>
    <message>
        <source>Double Sided Printing</source>
        <translation>الطباعة على الوجهين</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>مُعطَّلة</translation>
    </message>
    <message>
        <source>Long side binding</source>
        <translation>التجليد على الحافة الطويلة</translation>
    </message>
    <message>
        <source>Short side binding</source>
        <translation>التجليد على الحافة القصيرة</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesWidget</name>
    <message>
        <source>Advanced</source>
        <translation>متقدم</translation>
    </message>
    <message>
        <source>There are conflicts in some options. Please fix them.</source>
        <translation>توجد تعارضات في بعض الخيارات. أصلِحْها.</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesDialog</name>
    <message>
        <source>Advanced Option Conflicts</source>
        <translation>تعارضات في الخيارات المتقدمة</translation>
    </message>
    <message>
        <source>Page Setup Conflicts</source>
        <translation>تعارضات في إعداد الصفحة</translation>
    </message>
    <message>
        <source>There are conflicts in some advanced options. Do you want to fix them?</source>
        <translation>توجد تعارضات في بعض الخيارات المتقدمة. هل تريد إصلاحها؟</translation>
    </message>
    <message>
        <source>There are conflicts in page setup options. Do you want to fix them?</source>
        <translation>توجد تعارضات في خيارات إعداد الصفحة. هل تريد إصلاحها؟</translation>
    </message>
</context>
<context>
    <name>QPrintWidget</name>
    <message>
        <source>P&amp;roperties</source>
        <translation>خصا&amp;ئص</translation>
    </message>
</context>
</TS>
