<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="mn" sourcelanguage="en">
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>Хайх газар:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Файлын &amp;нэр:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Файлын төрөл:</translation>
    </message>
    <message>
        <source>Back</source>
        <extracomment>tool button tooltip</extracomment>
        <translation>Буцах</translation>
    </message>
    <message>
        <source>Forward</source>
        <extracomment>tool button tooltip</extracomment>
        <translation>Урагшлах</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <extracomment>tool button tooltip</extracomment>
        <translation>Дээд хавтас</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <extracomment>tool button tooltip</extracomment>
        <translation>Шинэ хавтас үүсгэх</translation>
    </message>
    <message>
        <source>List View</source>
        <extracomment>tool button tooltip</extracomment>
        <translation>Жагсаалтаар</translation>
    </message>
    <message>
        <source>Detail View</source>
        <extracomment>tool button tooltip</extracomment>
        <translation>Дэлгэрэнгүйгээр</translation>
    </message>
    <message>
        <source>Go back</source>
        <extracomment>accessible description</extracomment>
        <translation>Өмнөх рүү буцах</translation>
    </message>
    <message>
        <source>Go forward</source>
        <extracomment>accessible description</extracomment>
        <translation>Дараагийн руу очих</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <extracomment>accessible description</extracomment>
        <translation>Дээд хавтас руу очих</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <extracomment>accessible description</extracomment>
        <translation>Шинэ хавтас үүсгэх</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <extracomment>accessible description</extracomment>
        <translation>Жагсаалтаар харуулах</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <extracomment>accessible description</extracomment>
        <translation>Дэлгэрэнгүйгээр харуулах</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <extracomment>accessible name</extracomment>
        <translation>Хажуугийн хэсэг</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <extracomment>accessible description</extracomment>
        <translation>Байршил ба хавчуургын жагсаалт</translation>
    </message>
    <message>
        <source>Files</source>
        <extracomment>accessible name of the file list</extracomment>
        <translation>Файлууд</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <extracomment>button</extracomment>
        <translation>&amp;Нээх</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <extracomment>button</extracomment>
        <translation>&amp;Хадгалах</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <extracomment>context menu</extracomment>
        <translation>&amp;Шинэ хавтас</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <extracomment>context menu</extracomment>
        <translation>Нэр &amp;солих</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <extracomment>context menu</extracomment>
        <translation>&amp;Устгах</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <extracomment>context menu</extracomment>
        <translation>&amp;Нуусан файлуудыг харуулах</translation>
    </message>
    <message>
        <source>Show </source>
        <extracomment>header context menu; a column name follows</extracomment>
        <translation>Багана харуулах: </translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Бүх файл (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <extracomment>the overwrite question</extracomment>
        <translation>%1 аль хэдийн байна.
Үүнийг шинээр солих уу?</translation>
    </message>
    <message>
        <source>New Folder</source>
        <extracomment>name of a new folder</extracomment>
        <translation>Шинэ хавтас</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Файл олдсонгүй.
Файлын нэрийг зөв бичсэн эсэхээ шалгаарай.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Хавтас олдсонгүй.
Хавтасны нэрийг зөв бичсэн эсэхээ шалгаарай.</translation>
    </message>
    <message>
        <source>Are you sure you want to delete '%1'?</source>
        <translation>Үнэхээр устгах уу: '%1'?</translation>
    </message>
    <message>
        <source>'%1' is write protected.
Do you want to delete it anyway?</source>
        <translation>'%1' хамгаалагдсан тул өөрчлөх боломжгүй.
Гэсэн ч устгах уу?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Хавтсыг устгаж чадсангүй.</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Сүүлийн байршлууд</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>title of the delete question</extracomment>
        <translation>Устгах</translation>
    </message>
    <message>
        <source>Remove</source>
        <extracomment>sidebar context menu</extracomment>
        <translation>Хасах</translation>
    </message>
    <message>
        <source>Open</source>
        <extracomment>default window title</extracomment>
        <translation>Нээх</translation>
    </message>
    <message>
        <source>Save As</source>
        <extracomment>default window title</extracomment>
        <translation>Өөр нэрээр хадгалах</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <extracomment>column header</extracomment>
        <translation>Нэр</translation>
    </message>
    <message>
        <source>Size</source>
        <extracomment>column header</extracomment>
        <translation>Хэмжээ</translation>
    </message>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <extracomment>column header</extracomment>
        <translation>Төрөл</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <extracomment>column header</extracomment>
        <translation>Өөрчилсөн огноо</translation>
    </message>
    <message>
        <source>Computer</source>
        <extracomment>the root of all drives</extracomment>
        <translation>Компьютер</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <extracomment>type of a folder</extracomment>
        <translation>Хавтас</translation>
    </message>
    <message>
        <source>Drive</source>
        <extracomment>type of a drive</extracomment>
        <translation>Диск</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Дэлгэрэнгүйг харуулах...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Дэлгэрэнгүйг нуух...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>За</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Болих</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Хаах</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Хадгалах</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Хадгалахгүй</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Нээх</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Тийм</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Үгүй</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Тусламж</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Зогсоох</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Хэрэглэх</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Дахин тохируулах</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Анхны тохиргоог сэргээх</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Дахин оролдох</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Алгасах</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Бүгдэд &amp;тийм</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Бүгдэд &amp;үгүй</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Бүгдийг хадгалах</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>&amp;Буцаах</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>&amp;Дахин хийх</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>&amp;Таслах</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>&amp;Хуулах</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>Б&amp;уулгах</translation>
    </message>
    <message>
        <source>Delete</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>Устгах</translation>
    </message>
    <message>
        <source>Select All</source>
        <extracomment>context menu of a text field</extracomment>
        <translation>Бүгдийг сонгох</translation>
    </message>
</context>
<context>
    <name>QPrintPreviewDialog</name>
    <message>
        <source>Print Preview</source>
        <translation>Хэвлэхийн өмнө харах</translation>
    </message>
    <message>
        <source>Print</source>
        <translation>Хэвлэх</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>Өргөнд багтаах</translation>
    </message>
    <message>
        <source>Fit page</source>
        <translation>Хуудсанд багтаах</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Томруулах</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Жижигрүүлэх</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Босоо</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Хэвтээ</translation>
    </message>
    <message>
        <source>First page</source>
        <translation>Эхний хуудас</translation>
    </message>
    <message>
        <source>Previous page</source>
        <translation>Өмнөх хуудас</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Дараагийн хуудас</translation>
    </message>
    <message>
        <source>Last page</source>
        <translation>Сүүлийн хуудас</translation>
    </message>
    <message>
        <source>Show single page</source>
        <translation>Нэг хуудас харуулах</translation>
    </message>
    <message>
        <source>Show facing pages</source>
        <translation>Хоёр хуудсыг зэрэгцүүлж харуулах</translation>
    </message>
    <message>
        <source>Show overview of all pages</source>
        <translation>Бүх хуудсыг харуулах</translation>
    </message>
    <message>
        <source>Page setup</source>
        <translation>Хуудасны тохиргоо</translation>
    </message>
    <message>
        <source>Page Setup</source>
        <translation>Хуудасны тохиргоо</translation>
    </message>
    <message>
        <source>Export to PDF</source>
        <translation>PDF болгож хадгалах</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Paper</source>
        <translation>Цаас</translation>
    </message>
    <message>
        <source>Page size:</source>
        <translation>Хуудасны хэмжээ:</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Өргөн:</translation>
    </message>
    <message>
        <source>Height:</source>
        <translation>Өндөр:</translation>
    </message>
    <message>
        <source>Paper source:</source>
        <translation>Цаасны тавиур:</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Чиглэл</translation>
    </message>
    <message>
        <source>Portrait</source>
        <translation>Босоо</translation>
    </message>
    <message>
        <source>Landscape</source>
        <translation>Хэвтээ</translation>
    </message>
    <message>
        <source>Reverse landscape</source>
        <translation>Урвуу хэвтээ</translation>
    </message>
    <message>
        <source>Reverse portrait</source>
        <translation>Урвуу босоо</translation>
    </message>
    <message>
        <source>Margins</source>
        <translation>Захын зай</translation>
    </message>
    <message>
        <source>top margin</source>
        <translation>дээд захын зай</translation>
    </message>
    <message>
        <source>bottom margin</source>
        <translation>доод захын зай</translation>
    </message>
    <message>
        <source>left margin</source>
        <translation>зүүн захын зай</translation>
    </message>
    <message>
        <source>right margin</source>
        <translation>баруун захын зай</translation>
    </message>
    <message>
        <source>Page Layout</source>
        <translation>Хуудасны байрлал</translation>
    </message>
    <message>
        <source>Page order:</source>
        <translation>Хуудасны дараалал:</translation>
    </message>
    <message>
        <source>Pages per sheet:</source>
        <translation>Нэг цаасанд хуудас:</translation>
    </message>
    <message>
        <source>Millimeters (mm)</source>
        <translation>Миллиметр (mm)</translation>
    </message>
    <message>
        <source>Points (pt)</source>
        <translation>Пункт (pt)</translation>
    </message>
    <message>
        <source>Inches (in)</source>
        <translation>Инч (in)</translation>
    </message>
    <message>
        <source>Pica (P̸)</source>
        <translation>Пика (P̸)</translation>
    </message>
    <message>
        <source>Didot (DD)</source>
        <translation>Дидо (DD)</translation>
    </message>
    <message>
        <source>Cicero (CC)</source>
        <translation>Цицеро (CC)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Өөрийн хэмжээ</translation>
    </message>
</context>
<context>
    <name>QPageSize</name>
    <message>
        <source>Custom</source>
        <translation>Өөрийн хэмжээ</translation>
    </message>
    <message>
        <source>Custom (%1mm x %2mm)</source>
        <translation>Өөрийн хэмжээ (%1mm x %2mm)</translation>
    </message>
    <message>
        <source>Custom (%1pt x %2pt)</source>
        <translation>Өөрийн хэмжээ (%1pt x %2pt)</translation>
    </message>
    <message>
        <source>Custom (%1in x %2in)</source>
        <translation>Өөрийн хэмжээ (%1in x %2in)</translation>
    </message>
    <message>
        <source>Custom (%1pc x %2pc)</source>
        <translation>Өөрийн хэмжээ (%1pc x %2pc)</translation>
    </message>
    <message>
        <source>Custom (%1DD x %2DD)</source>
        <translation>Өөрийн хэмжээ (%1DD x %2DD)</translation>
    </message>
    <message>
        <source>Custom (%1CC x %2CC)</source>
        <translation>Өөрийн хэмжээ (%1CC x %2CC)</translation>
    </message>
</context>
<context>
    <name>QPrintDialog</name>
    <message>
        <source>Print</source>
        <translation>Хэвлэх</translation>
    </message>
    <message>
        <source>&amp;Print</source>
        <translation>&amp;Хэвлэх</translation>
    </message>
    <message>
        <source>&amp;Options &gt;&gt;</source>
        <translation>&amp;Сонголтууд &gt;&gt;</translation>
    </message>
    <message>
        <source>&amp;Options &lt;&lt;</source>
        <translation>&amp;Сонголтууд &lt;&lt;</translation>
    </message>
    <message>
        <source>Print to File (PDF)</source>
        <translation>Файлд хэвлэх (PDF)</translation>
    </message>
    <message>
        <source>Print To File ...</source>
        <translation>Файлд хэвлэх...</translation>
    </message>
    <message>
        <source>Local file</source>
        <translation>Энэ компьютер дээрх файл</translation>
    </message>
    <message>
        <source>Write PDF file</source>
        <translation>PDF файл бичих</translation>
    </message>
    <message>
        <source>All Pages</source>
        <translation>Бүх хуудас</translation>
    </message>
    <message>
        <source>Odd Pages</source>
        <translation>Сондгой хуудсууд</translation>
    </message>
    <message>
        <source>Even Pages</source>
        <translation>Тэгш хуудсууд</translation>
    </message>
    <message>
        <source>Left to Right, Top to Bottom</source>
        <translation>Зүүнээс баруун, дээрээс доош</translation>
    </message>
    <message>
        <source>Left to Right, Bottom to Top</source>
        <translation>Зүүнээс баруун, доороос дээш</translation>
    </message>
    <message>
        <source>Right to Left, Bottom to Top</source>
        <translation>Баруунаас зүүн, доороос дээш</translation>
    </message>
    <message>
        <source>Right to Left, Top to Bottom</source>
        <translation>Баруунаас зүүн, дээрээс доош</translation>
    </message>
    <message>
        <source>Bottom to Top, Left to Right</source>
        <translation>Доороос дээш, зүүнээс баруун</translation>
    </message>
    <message>
        <source>Bottom to Top, Right to Left</source>
        <translation>Доороос дээш, баруунаас зүүн</translation>
    </message>
    <message>
        <source>Top to Bottom, Left to Right</source>
        <translation>Дээрээс доош, зүүнээс баруун</translation>
    </message>
    <message>
        <source>Top to Bottom, Right to Left</source>
        <translation>Дээрээс доош, баруунаас зүүн</translation>
    </message>
    <message>
        <source>Options &apos;Pages Per Sheet&apos; and &apos;Page Set&apos; cannot be used together.
Please turn one of those options off.</source>
        <translation>«Нэг цаасанд хуудас» ба «Аль хуудсууд» хоёрыг хамт хэрэглэх боломжгүй.
Аль нэгийг нь унтраа.</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to overwrite it?</source>
        <translation>%1 аль хэдийн байна.
Дээрээс нь бичих үү?</translation>
    </message>
    <message>
        <source>%1 is a directory.
Please choose a different file name.</source>
        <translation>%1 бол хавтас.
Өөр файлын нэр сонго.</translation>
    </message>
    <message>
        <source>File %1 is not writable.
Please choose a different file name.</source>
        <translation>%1 файлд бичих боломжгүй.
Өөр файлын нэр сонго.</translation>
    </message>
    <message>
        <source>There are conflicts in duplex settings. Do you want to fix them?</source>
        <translation>Хоёр талд хэвлэх тохиргоонууд зөрчилдөж байна. Засах уу?</translation>
    </message>
    <message>
        <source>Duplex Settings Conflicts</source>
        <translation>Хоёр талд хэвлэх тохиргооны зөрчил</translation>
    </message>
    <message>
        <source>Invalid Pages Definition</source>
        <translation>Хуудсыг буруу бичсэн</translation>
    </message>
    <message>
        <source>%1 does not follow the correct syntax. Please use &apos;,&apos; to separate ranges and pages, &apos;-&apos; to define ranges and make sure ranges do not intersect with each other.</source>
        <translation>%1 зөв бичигдээгүй байна. Хуудас болон хуудсын мужийг &apos;,&apos; тэмдгээр тусгаарлаж, мужийг &apos;-&apos; тэмдгээр бич; мужууд хоорондоо давхцах ёсгүй.</translation>
    </message>
    <message>
        <source>The &apos;From&apos; value cannot be greater than the &apos;To&apos; value.</source>
        <translation>Эхний тоо сүүлийн тооноос их байж болохгүй.</translation>
    </message>
</context>
<context>
    <name>QPrintWidget</name>
    <message>
        <source>Printer</source>
        <translation>Хэвлэгч</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Нэр:</translation>
    </message>
    <message>
        <source>P&amp;roperties</source>
        <translation>&amp;Шинж чанар</translation>
    </message>
    <message>
        <source>Location:</source>
        <translation>Байршил:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>Төрөл:</translation>
    </message>
    <message>
        <source>Output &amp;file:</source>
        <translation>&amp;Файл:</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Урьдчилан харах</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Copies</source>
        <translation>Хувь</translation>
    </message>
    <message>
        <source>Copies:</source>
        <translation>Хувь:</translation>
    </message>
    <message>
        <source>Collate</source>
        <translation>Хувь хувиар нь</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Урвуу дарааллаар</translation>
    </message>
    <message>
        <source>Print range</source>
        <translation>Хэвлэх хэсэг</translation>
    </message>
    <message>
        <source>Print all</source>
        <translation>Бүгдийг</translation>
    </message>
    <message>
        <source>Pages from</source>
        <translation>Хуудас</translation>
    </message>
    <message>
        <source>to</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Хуудсууд</translation>
    </message>
    <message>
        <source>Current Page</source>
        <translation>Одоогийн хуудас</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>Сонгосон хэсэг</translation>
    </message>
    <message>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>Хуудас эсвэл хуудсын мужийг таслалаар тусгаарлаж бич. Муж бол зураасаар холбосон хоёр тоо. Жишээ нь 3,5-7,9 гэвэл 3, 5, 6, 7, 9-р хуудсыг хэвлэнэ.</translation>
    </message>
    <message>
        <source>Page Set:</source>
        <translation>Аль хуудсууд:</translation>
    </message>
    <message>
        <source>Output Settings</source>
        <translation>Хэвлэх тохиргоо</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Сонголтууд</translation>
    </message>
    <message>
        <source>Color Mode</source>
        <translation>Өнгө</translation>
    </message>
    <message>
        <source>Color</source>
        <translation>Өнгөтэй</translation>
    </message>
    <message>
        <source>Grayscale</source>
        <translation>Хар цагаан</translation>
    </message>
    <message>
        <source>Double Sided Printing</source>
        <translation>Цаасны хоёр талд хэвлэх</translation>
    </message>
    <message>
        <source>Duplex Printing</source>
        <translation>Цаасны хоёр талд хэвлэх</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Унтраалттай</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Үгүй</translation>
    </message>
    <message>
        <source>Long side</source>
        <translation>Урт тал</translation>
    </message>
    <message>
        <source>Short side</source>
        <translation>Богино тал</translation>
    </message>
    <message>
        <source>Long side binding</source>
        <translation>Урт талаар нь үдэх</translation>
    </message>
    <message>
        <source>Short side binding</source>
        <translation>Богино талаар нь үдэх</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesWidget</name>
    <message>
        <source>Page</source>
        <translation>Хуудас</translation>
    </message>
    <message>
        <source>Advanced</source>
        <translation>Нэмэлт</translation>
    </message>
    <message>
        <source>There are conflicts in some options. Please fix them.</source>
        <translation>Зарим сонголт зөрчилдөж байна. Зас.</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesDialog</name>
    <message>
        <source>Printer Properties</source>
        <translation>Хэвлэгчийн шинж чанар</translation>
    </message>
    <message>
        <source>Job Options</source>
        <translation>Ажлын сонголтууд</translation>
    </message>
    <message>
        <source>Advanced Option Conflicts</source>
        <translation>Сонголтын зөрчил</translation>
    </message>
    <message>
        <source>Page Setup Conflicts</source>
        <translation>Хуудасны тохиргооны зөрчил</translation>
    </message>
    <message>
        <source>There are conflicts in some advanced options. Do you want to fix them?</source>
        <translation>Зарим сонголт зөрчилдөж байна. Засах уу?</translation>
    </message>
    <message>
        <source>There are conflicts in page setup options. Do you want to fix them?</source>
        <translation>Хуудасны тохиргоонууд зөрчилдөж байна. Засах уу?</translation>
    </message>
</context>
</TS>
