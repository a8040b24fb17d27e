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
</TS>
