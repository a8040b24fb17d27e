<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_PT" sourcelanguage="en">
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Type</source>
        <comment>All other platforms</comment>
        <extracomment>column header</extracomment>
        <translation>Tipo</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <extracomment>type of a folder</extracomment>
        <translation>Pasta</translation>
    </message>
    <message>
        <source>Drive</source>
        <extracomment>type of a drive</extracomment>
        <translation>Unidade</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sim</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Não</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Guardar tudo</translation>
    </message>
</context>
<context>
    <name>QPrintPreviewDialog</name>
    <message>
        <source>Print Preview</source>
        <translation>Pré-visualização da impressão</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Página seguinte</translation>
    </message>
    <message>
        <source>Show single page</source>
        <translation>Mostrar uma página</translation>
    </message>
    <message>
        <source>Show facing pages</source>
        <translation>Mostrar páginas lado a lado</translation>
    </message>
    <message>
        <source>Show overview of all pages</source>
        <translation>Mostrar todas as páginas</translation>
    </message>
    <message>
        <source>Page setup</source>
        <translation>Configurar a página</translation>
    </message>
    <message>
        <source>Page Setup</source>
        <translation>Configurar a página</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Page Layout</source>
        <translation>Esquema da página</translation>
    </message>
    <message>
        <source>Page order:</source>
        <translation>Ordem das páginas:</translation>
    </message>
</context>
<context>
    <name>QPrintDialog</name>
    <message>
        <source>Write PDF file</source>
        <translation>Gravar ficheiro PDF</translation>
    </message>
    <message>
        <source>Local file</source>
        <translation>Ficheiro local</translation>
    </message>
    <message>
        <source>Print to File (PDF)</source>
        <translation>Imprimir para ficheiro (PDF)</translation>
    </message>
    <message>
        <source>Print To File ...</source>
        <translation>Imprimir para ficheiro...</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to overwrite it?</source>
        <translation>%1 já existe.
Queres substituí-lo?</translation>
    </message>
    <message>
        <source>%1 is a directory.
Please choose a different file name.</source>
        <translation>%1 é uma pasta.
Escolhe outro nome de ficheiro.</translation>
    </message>
    <message>
        <source>File %1 is not writable.
Please choose a different file name.</source>
        <translation>Não é possível escrever no ficheiro %1.
Escolhe outro nome de ficheiro.</translation>
    </message>
    <message>
        <source>Options &apos;Pages Per Sheet&apos; and &apos;Page Set&apos; cannot be used together.
Please turn one of those options off.</source>
        <translation>As opções &apos;Páginas por folha&apos; e &apos;Conjunto de páginas&apos; não podem ser usadas em conjunto.
Desliga uma delas.</translation>
    </message>
    <message>
        <source>%1 does not follow the correct syntax. Please use &apos;,&apos; to separate ranges and pages, &apos;-&apos; to define ranges and make sure ranges do not intersect with each other.</source>
        <translation>%1 não está escrito corretamente. Usa &apos;,&apos; para separar intervalos e páginas e &apos;-&apos; para definir intervalos, e garante que os intervalos não se sobrepõem.</translation>
    </message>
    <message>
        <source>There are conflicts in duplex settings. Do you want to fix them?</source>
        <translation>Há conflitos nas definições de impressão frente e verso. Queres corrigi-los?</translation>
    </message>
    <message>
        <source>Duplex Settings Conflicts</source>
        <translation>Conflitos nas definições de frente e verso</translation>
    </message>
</context>
<context>
    <name>QPrintWidget</name>
    <message>
        <source>Output &amp;file:</source>
        <translation>&amp;Ficheiro de saída:</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Pré-visualização</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Grayscale</source>
        <translation>Tons de cinzento</translation>
    </message>
    <message>
        <source>Output Settings</source>
        <translation>Definições de saída</translation>
    </message>
    <message>
        <source>Specify pages or ranges separated by commas. Ranges are specified by two numbers separated by a hyphen. E.g: 3,5-7,9 prints pages 3, 5, 6, 7 and 9.</source>
        <translation>Indica as páginas ou intervalos separados por vírgulas. Um intervalo são dois números separados por um hífen. Por exemplo, 3,5-7,9 imprime as páginas 3, 5, 6, 7 e 9.</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesWidget</name>
    <message>
        <source>There are conflicts in some options. Please fix them.</source>
        <translation>Há conflitos em algumas opções. Corrige-os.</translation>
    </message>
</context>
<context>
    <name>QPrintPropertiesDialog</name>
    <message>
        <source>There are conflicts in some advanced options. Do you want to fix them?</source>
        <translation>Há conflitos em algumas opções avançadas. Queres corrigi-los?</translation>
    </message>
    <message>
        <source>There are conflicts in page setup options. Do you want to fix them?</source>
        <translation>Há conflitos nas opções de configuração da página. Queres corrigi-los?</translation>
    </message>
</context>
</TS>
