// More pairs of ExampleLabels: content views, presentations and bars.

extension ExampleLabels {
    static let content: [(ko: String, en: String)] = [
        ("사진 한 장", "Photo"), ("답장", "Reply"), ("전달", "Forward"), ("깃발", "Flag"), ("알림 끄기", "Mute"),
        ("폴더로 이동", "Move to Folder"), ("새로운 폴더", "New Folder"), ("가져오기", "Import"), ("이름순 정렬", "Sort by Name"),
        ("가려진 파일 보기", "Show Hidden Files"), ("새로운 파일", "New File"), ("내보내기", "Export"), ("날짜순 정렬", "Sort by Date"),
        ("크기순 정렬", "Sort by Size"), ("확장자 보기", "Show Extensions"), ("새로 고침", "Refresh"), ("보기 설정", "View Settings"),
        ("앨범에 추가", "Add to Album"), ("설정 보기", "View the Settings"), ("공유됨", "Shared"), ("친구", "Friends"),
        ("새로운 메모", "New Note"), ("문서 스캔", "Scan Document"), ("새로운 탭", "New Tab"), ("이 탭 닫기", "Close This Tab"),
        ("모든 탭 닫기", "Close All Tabs"), ("링크 복사", "Copy Link"), ("텍스트로 복사", "Copy as Text"),
        ("즐겨찾기에 추가", "Add to Favorites"), ("연락처 추가", "Add Contact"), ("프로필", "Profile"), ("폴더", "Folders"),
        ("새로운 피드", "New Feed"), ("부재중", "Missed"), ("청구서", "Invoices"), ("홈 › 문서 › 2024", "Home › Documents › 2024"),
        ("가나", "Ghana"), ("독일", "Germany"), ("미국", "United States"), ("베트남", "Vietnam"), ("일본", "Japan"), ("한국", "Korea"),
        ("이벤트 편집", "Edit Event"), ("새로운 이벤트", "New Event"), ("점심", "Lunch"), ("최신순", "Newest First"), ("새로운 캘린더", "New Calendar"),
        ("노래 30곡 중 12곡 다운로드 중", "Downloading 12 of 30 songs"), ("로딩 중", "Loading"),
        ("사진 10장 중 6장 업로드 중", "Uploading 6 of 10 photos"), ("받은 편지함", "Inbox"), ("보낸 편지함", "Sent"),
        ("5분 전에 업데이트됨", "Updated 5 minutes ago"), ("당겨서 새로 고침", "Pull to refresh"), ("아래로 당겨 새로 고침", "Pull down to refresh"),
        ("오늘의 뉴스", "Daily News"), ("테크 토크", "Tech Talk"), ("마지막 업데이트: 오늘 오전 9:41", "Last updated today at 9:41 AM"),
        ("구독 중인 모든 팟캐스트에서 새 에피소드를 확인하고 있습니다", "Checking all of your subscriptions for new episodes now"),
        ("오늘의 추천", "Today's Picks"), ("최근 주문", "Recent Orders"), ("주문 1024", "Order 1024"), ("주문 1023", "Order 1023"),
        ("주문 1022", "Order 1022"), ("사진을 한곳에 모으세요", "Keep all your photos in one place"), ("커피", "coffee"),
        ("회사 이름이나 종목 코드를 입력하세요.", "Enter a company name or stock symbol."), ("이벤트", "Events"),
        ("메일 검색", "Search Mail"), ("모든 메일상자", "All Mailboxes"), ("지금 보고 있는 메일상자만", "Current Mailbox Only"),
        ("영수증", "receipt"), ("보낸 사람: 김하늘", "From: Kate Bell"), ("지도", "Map"), ("대중교통", "Transit"), ("위성", "Satellite"),
        ("읽지 않은 메시지", "Unread Messages"), ("음악", "Music"), ("팟캐스트", "Podcasts"), ("책", "Books"), ("영화", "Movies"), ("앱", "Apps"),
        ("모든 노래", "All Songs"), ("최근 추가된 항목", "Recently Added"), ("오늘 내가 깃발을 단 메시지", "Messages I Flagged Today"),
        ("내가 깃발을 단 메시지만", "Only Messages I Flagged"), ("사진 편집", "Edit Photo"), ("검토", "Review"),
        ("가족과 함께 공유하고 있는 모든 폴더의 목록", "Folders You Share With Your Family"), ("아티스트", "Artists"), ("앨범", "Albums"),
        ("플레이리스트", "Playlists"), ("자동차 여행", "Road Trip"), ("프로젝트", "Projects"), ("봄", "Spring"), ("쇼핑", "Shopping"),
        ("금요일 점심", "Lunch on Friday"), ("금요일 점심 어때요?", "Lunch on Friday?"), ("항공편 정보", "Flight details"),
        ("알림", "Notifications"), ("강릉", "Aachen"), ("대전", "Berlin Mitte"), ("부산", "Cologne"), ("ㄱ", "A"), ("ㄷ", "B"), ("ㅂ", "C"),
        ("강민지", "Alice"), ("나서연", "Ben"), ("박지호", "Chloe"), ("김도윤", "Adam"), ("ㄴ", "N"),
    ]

    static let presentation: [(ko: String, en: String)] = [
        ("이 사진으로 무엇을 할까요?", "What do you want to do with this photo?"), ("옮길 곳", "Move to"), ("임시 보관함", "Drafts"),
        ("정크", "Junk"), ("이 사진을 삭제할까요?", "Delete this photo?"), ("이 그룹에서 나갈까요?", "Leave this group?"),
        ("그룹 나가기", "Leave Group"), ("이 사진이 모든 기기의 iCloud 사진에서 삭제됩니다", "This photo will be deleted from iCloud Photos on all your devices"),
        ("iCloud와 동기화하는 중", "Syncing with iCloud"), ("팟캐스트 다운로드 중(45MB)", "Downloading Podcast (45 MB)"),
        ("메일 128통 동기화 중", "Syncing 128 messages"), ("불러오는 중…", "Loading…"), ("불러오는 중...", "Loading..."),
        ("변경 사항을 저장할까요?", "Save Changes?"), ("사진 공유", "Share Photo"), ("로그아웃할까요?", "Sign Out?"), ("로그아웃", "Sign Out"),
        ("그만두기", "Never Mind"), ("“제주 여행”을 삭제할까요?", "Delete “Jeju Trip”?"), ("파일을 저장할 수 없습니다.", "The file couldn't be saved."),
        ("백업 완료", "Backup Complete"), ("저장하지 않은 변경 사항", "Unsaved Changes"), ("임시 저장", "Save Draft"),
        ("임시 보관함에 저장해 두세요", "Save it as a draft"), ("변경 사항을 폐기할까요?", "Discard Changes?"), ("계속 편집", "Keep Editing"),
        ("폐기", "Discard"), ("“업무”를 삭제할까요?", "Delete “Work”?"),
    ]

    static let bars: [(ko: String, en: String)] = [
        ("채팅", "Chats"), ("통화", "Calls"), ("스토어", "Store"), ("계정", "Account"), ("알람", "Alarms"), ("스톱워치", "Stopwatch"),
        ("타이머", "Timers"), ("세계 시계", "World Clock"), ("새로운 메일", "Compose"), ("지금 듣기", "Listen Now"), ("둘러보기", "Browse"),
        ("라디오", "Radio"),
    ]
}
