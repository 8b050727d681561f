// The pairs of ExampleLabels, by where they are mostly used. Korean first; words as iOS says them
// in Korean where it has a word for them (취소, 완료, 받은 편지함), names left as they are.

extension ExampleLabels {
    static let common: [(ko: String, en: String)] = [
        ("취소", "Cancel"), ("삭제", "Delete"), ("완료", "Done"), ("확인", "OK"), ("편집", "Edit"), ("공유", "Share"),
        ("저장", "Save"), ("추가", "Add"), ("계속", "Continue"), ("예", "Yes"), ("아니요", "No"), ("나중에", "Not Now"),
        ("복제", "Duplicate"), ("이동", "Move"), ("보관", "Archive"), ("설정", "Settings"), ("홈", "Home"), ("검색", "Search"),
        ("사진", "Photos"), ("메시지", "Messages"), ("메일", "Mail"), ("메모", "Notes"), ("파일", "Files"), ("캘린더", "Calendar"),
        ("연락처", "Contacts"), ("보관함", "Library"), ("뉴스", "News"), ("전체", "All"), ("목록", "List"), ("정보", "Info"),
        ("더 보기", "More"), ("뒤로", "Back"), ("오늘", "Today"), ("신규", "New"), ("다운로드", "Download"), ("읽음", "Read"),
        ("잘라내기", "Cut"), ("복사", "Copy"), ("붙여넣기", "Paste"), ("번역", "Translate"), ("선택", "Select"),
        ("전체 선택", "Select All"), ("찾아보기", "Look Up"), ("오류", "Error"), ("업무", "Work"), ("가족", "Family"),
        ("여행", "Travel"), ("정렬", "Sort"), ("정렬 기준", "Sort By"), ("이름", "Name"), ("날짜", "Date"), ("크기", "Size"),
        ("보기", "View"), ("종류", "Kind"), ("추가한 날짜", "Date Added"), ("수정한 날짜", "Date Modified"), ("태그", "Tags"),
        ("등급", "Rating"), ("제목", "Title"), ("본문", "Body"), ("포맷", "Format"), ("순서", "Order"), ("켬", "On"),
        ("일", "Sun"), ("월", "Mon"), ("화", "Tue"), ("수", "Wed"), ("목", "Thu"), ("금", "Fri"), ("토", "Sat"),
        ("일요일", "Sunday"), ("월요일", "Monday"), ("화요일", "Tuesday"), ("수요일", "Wednesday"), ("목요일", "Thursday"),
        ("금요일", "Friday"), ("토요일", "Saturday"), ("오전", "AM"), ("오후", "PM"),
        ("매일", "Every Day"), ("매주", "Every Week"), ("매월", "Every Month"),
        ("안 함", "Never"), ("반복", "Repeat"), ("휴지통", "Trash"), ("동영상", "Videos"), ("밝기", "Brightness"), ("음량", "Volume"),
    ]

    static let controls: [(ko: String, en: String)] = [
        ("받는 사람", "Recipient"), ("기록 모두 지우기", "Clear All History"), ("계정 삭제", "Delete Account"),
        ("사진 삭제", "Delete Photo"), ("로그인", "Sign In"), ("구독하기", "Subscribe"), ("계정 만들기", "Create Account"),
        ("장바구니에 담기", "Add to Cart"), ("이 상품을 장바구니에 담으려면 탭하세요", "Tap Here to Add This Item to Your Cart"),
        ("읽기 목록에 추가", "Add to Reading List"), ("파일에 저장", "Save to Files"), ("하트", "Heart"), ("별", "Star"),
        ("웃음", "Smile"), ("박수", "Clap"), ("강조 색상", "Highlight Color"), ("고급 내보내기 옵션", "Advanced Export Options"),
        ("가려진 슬라이드 포함", "Include hidden slides"), ("서체 포함", "Embed fonts"), ("다른 언어로 번역", "Translate to Another Language"),
        ("메모에 추가", "Add to Notes"), ("배터리", "Battery"), ("저장 공간", "Storage"), ("실내 온도", "Indoor Temperature"),
        ("72% 충전됨", "72% charged"), ("최대 10단계", "Up to 10 levels"), ("로딩 애니메이션", "Loading animation"),
        ("달리는 캐릭터", "Running character"), ("가격에는 부가세가 포함됩니다.", "Prices include VAT."), ("최근 항목", "Recents"),
        ("기간 한정 혜택", "Limited offer"), ("구독은 언제든 해지할 수 있습니다.", "You can cancel your subscription at any time."),
        ("오늘 세일 종료", "Sale ends today"), ("배송 예정일: 5월 3일", "Arrives on May 3"),
        ("사진과 비디오를 iCloud에 안전하게 보관합니다.", "Keep your photos and videos safe in iCloud."), ("제1장", "Chapter One"),
        ("사진 1", "Photo 1"), ("사진 2", "Photo 2"), ("바다 사진", "Photo of the sea"), ("바다", "Sea"), ("링크", "Links"),
        ("문서", "Documents"), ("캠퍼스 지도", "Campus map"), ("매수: 2", "Copies: 2"), ("2부", "2 copies"), ("1부", "1 copy"),
        ("1쪽", "Page 1"), ("버전 3.2 (418)", "v3.2 (418)"), ("손님: 3명", "Guests: 3"), ("자동 저장", "Autosave"), ("에어플레인 모드", "Airplane Mode"),
        ("위치 서비스", "Location Services"), ("사진에 저장", "Save to Photos"), ("일반", "General"), ("개인정보 보호", "Privacy"),
        ("주간 보고서", "Weekly Report"), ("장보기 목록", "Shopping List"), ("고정", "Pin"), ("여행 사진", "Trip Photos"),
        ("김민지", "Jordan Lee"), ("암호", "Password"), ("이메일", "Email"), ("닉네임", "Nickname"), ("인증 번호 6자리", "Verification code"),
        ("전화번호", "Phone Number"), ("최근 검색 항목", "Recent Searches"), ("추천 검색어", "Suggestions"),
        ("02-123-4567로 전화하거나 example.com을 방문하세요.", "Call 02-123-4567 or visit example.com."),
        ("우유, 바질, 레몬 두 개 사기", "Buy milk, basil and two lemons."), ("캘린더 목록", "Calendars"),
        ("나를 위한 추천", "For You"), ("서울", "Seoul"), ("베를린", "Berlin"), ("도쿄", "Tokyo"), ("오스틴", "Austin"), ("파리", "Paris"),
        ("서울 18°", "Seoul 18°"), ("환영합니다", "Welcome"), ("메모에 오신 것을 환영합니다", "Welcome to Notes"),
    ]
}
