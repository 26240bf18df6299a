; Tessera's Windows installer, Tessera-setup.exe, made by NSIS from the one-folder build
; (dist/Tessera). Build it with build/installer.py, which draws the icon and the side image,
; lists the build's files and passes everything below with /D:
;
;   VERSION WINDOWS_VERSION PUBLISHER   session/version.py and build/windows_version.py
;   APP_FOLDER FILES ESTIMATED_SIZE     the build, the include that lists its files, its size in KiB
;   ICON SIDE_IMAGE OUTFILE             the .ico, the welcome/finish page's bitmap, the installer
;   TARGET (optional)                   the NSIS target; x86-unicode unless given
;
; It installs for the current user without administrator rights, in
; %LOCALAPPDATA%\Programs\Tessera, with a Start menu entry and an entry in Apps & features.
; The player's settings, saves and logs are in %LOCALAPPDATA%\Tessera (see
; session/files/paths.py), which the installer refuses as a program folder and the
; uninstaller never touches: it removes the files it installed, one by one, and nothing else.

Unicode true
!ifdef TARGET
  Target ${TARGET}
!endif
SetCompressor /SOLID lzma
RequestExecutionLevel user
ManifestDPIAware true

!define UNINSTALLER "Uninstall Tessera.exe"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Tessera"
!define USER_DATA "$LOCALAPPDATA\Tessera"

Name "Tessera"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\Tessera"
BrandingText "Tessera ${VERSION}"

VIProductVersion "${WINDOWS_VERSION}"
VIFileVersion "${WINDOWS_VERSION}"
VIAddVersionKey /LANG=1033 "ProductName" "Tessera"
VIAddVersionKey /LANG=1033 "ProductVersion" "${WINDOWS_VERSION}"
VIAddVersionKey /LANG=1033 "FileVersion" "${WINDOWS_VERSION}"
VIAddVersionKey /LANG=1033 "FileDescription" "Tessera ${VERSION} setup"
VIAddVersionKey /LANG=1033 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "© ${PUBLISHER}"

!include MUI2.nsh
!include LogicLib.nsh
!include x64.nsh
!include "${FILES}"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_WELCOMEFINISHPAGE_BITMAP "${SIDE_IMAGE}"
!define MUI_UNWELCOMEFINISHPAGE_BITMAP "${SIDE_IMAGE}"
!define MUI_ABORTWARNING

!define MUI_WELCOMEPAGE_TEXT "Setup will install Tessera ${VERSION} for you: Kaleido, Kerala and Colors of Kasane at one screen.$\r$\n$\r$\nIt needs no administrator rights and changes nothing for other users of this computer.$\r$\n$\r$\nClick Next to continue."
!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!define MUI_FINISHPAGE_RUN "$INSTDIR\Tessera.exe"
!define MUI_FINISHPAGE_RUN_TEXT "Start Tessera"
!insertmacro MUI_PAGE_FINISH

!define MUI_UNCONFIRMPAGE_TEXT_TOP "Tessera will be removed from the folder below. Your saved games and settings stay in ${USER_DATA}."
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP "Tessera needs a 64-bit Windows." /SD IDOK
    Abort
  ${EndIf}
FunctionEnd

; $0 is "the one folder holds the other" for $1 and $2, as paths compared without case.
Function Overlaps
  StrCpy $0 0
  ${If} $1 == $2
    StrCpy $0 1
  ${EndIf}
  StrLen $3 "$1\"
  StrCpy $4 $2 $3
  ${If} $4 == "$1\"
    StrCpy $0 1
  ${EndIf}
  StrLen $3 "$2\"
  StrCpy $4 $1 $3
  ${If} $4 == "$2\"
    StrCpy $0 1
  ${EndIf}
FunctionEnd

; The program folder and the player's folder must not overlap: the player's files would be
; mixed with the program's. The folder page asks here; a silent install (/S /D=...) asks
; in the section, as it shows no page.
Function .onVerifyInstDir
  StrCpy $1 $INSTDIR
  StrCpy $2 "${USER_DATA}"
  Call Overlaps
  ${If} $0 == 1
    Abort
  ${EndIf}
FunctionEnd

Section "Tessera"
  StrCpy $1 $INSTDIR
  StrCpy $2 "${USER_DATA}"
  Call Overlaps
  ${If} $0 == 1
    MessageBox MB_ICONSTOP "Tessera cannot go in $INSTDIR: your saved games and settings are kept there." /SD IDOK
    Abort
  ${EndIf}
  ; An earlier Tessera in this folder is uninstalled first, so that no file it had and this
  ; one has not stays behind (_?= runs its uninstaller in place, and waits for it).
  ${If} ${FileExists} "$INSTDIR\${UNINSTALLER}"
    ExecWait '"$INSTDIR\${UNINSTALLER}" /S _?=$INSTDIR'
  ${EndIf}
  !insertmacro INSTALL_FILES
  SetOutPath "$INSTDIR"
  WriteUninstaller "$INSTDIR\${UNINSTALLER}"
  CreateShortcut "$SMPROGRAMS\Tessera.lnk" "$INSTDIR\Tessera.exe" "" "$INSTDIR\Tessera.exe" 0 \
    SW_SHOWNORMAL "" "Play Kaleido, Kerala and Colors of Kasane"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "Tessera"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\Tessera.exe,0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\${UNINSTALLER}"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\${UNINSTALLER}" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" ${ESTIMATED_SIZE}
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  !insertmacro UNINSTALL_FILES
  Delete "$INSTDIR\${UNINSTALLER}"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\Tessera.lnk"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd
